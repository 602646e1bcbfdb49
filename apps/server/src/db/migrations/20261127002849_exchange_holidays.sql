CREATE TABLE "exchange_holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL
);

// The package ships no types; this covers the calls bazi.ts makes.
declare module 'lunar-javascript' {
  export interface EightChar {
    /** Year, month and day pillars as two Chinese characters each, stem then branch, e.g. '甲子'. */
    getYear(): string;
    getMonth(): string;
    getDay(): string;
  }
  export interface Lunar {
    getEightChar(): EightChar;
  }
  export interface Solar {
    getLunar(): Lunar;
  }
  const lunarJavascript: {
    Solar: {
      fromYmdHms(
        year: number,
        month: number,
        day: number,
        hour: number,
        minute: number,
        second: number,
      ): Solar;
    };
  };
  export default lunarJavascript;
}

import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema } from '../common.ts';

export const ZGetSectorsDataSchema = z.object({
  asOf: ZIsoDateSchema,
  sectors: z.array(
    z.object({
      /** IDX-IC code, A … K. */
      code: z.string(),
      name: z.string(),
      /** The screens' label (spec defaults 'Technology', 'Healthcare', 'Finance'). */
      shortName: z.string(),
      /** Code of its level series, e.g. 'SECTOR:G' (seasonality takes it). */
      indexCode: z.string(),
      /** Listed stocks of the sector. */
      members: z.number().int(),
    }),
  ),
});
export type TGetSectorsData = z.infer<typeof ZGetSectorsDataSchema>;
export const ZGetSectorsResponseSchema = okEnvelope(ZGetSectorsDataSchema);

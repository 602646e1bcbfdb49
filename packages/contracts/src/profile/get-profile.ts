import { okEnvelope } from '../common/envelope.ts';
import { ZProfileSchema } from './profile.ts';

export const ZGetProfileResponseSchema = okEnvelope(ZProfileSchema);

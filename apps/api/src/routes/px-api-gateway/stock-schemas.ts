import Type from 'typebox';
import { PXNS_PARTICIPANT_HEADER } from '@bp/api-contract';

/** Header pxns-participant-id: which partner seller's stock (absent: the tenant's own). */
export const ParticipantHeaderSchema = Type.Object({ [PXNS_PARTICIPANT_HEADER]: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) });

/** Header pxns-participant-id, required (pxnr/stocklist/items and grades). */
export const RequiredParticipantHeaderSchema = Type.Object({ [PXNS_PARTICIPANT_HEADER]: Type.String({ minLength: 1, maxLength: 200 }) });

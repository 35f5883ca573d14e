import { SAVED_VIEW_LISTS } from '../../db/schema';
import type { Answer, Input } from '../../http/type-provider';

// JSON schemas of the saved views (decisions/search.md): a list's filters and sort under a name.

const list = { type: 'string', enum: [...SAVED_VIEW_LISTS] } as const;

export const savedViewSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    list,
    name: { type: 'string' },
    query: { type: 'string', description: "The list's query string, as the panel's address holds it" },
    shared: { type: 'boolean', description: 'Seen by the whole team' },
    owner: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] },
    mine: { type: 'boolean', description: 'Made by the signed-in user (only they may delete it)' },
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'list', 'name', 'query', 'shared', 'owner', 'mine'],
} as const;
export type SavedViewAnswer = Answer<typeof savedViewSchema>;

export const savedViewsQuerySchema = {
  type: 'object',
  properties: { list },
  required: ['list'],
  additionalProperties: false,
} as const;

export const savedViewBodySchema = {
  type: 'object',
  properties: {
    list,
    name: { type: 'string', maxLength: 60 },
    query: { type: 'string', maxLength: 1000 },
    shared: { type: 'boolean' },
  },
  required: ['list', 'name', 'query'],
  additionalProperties: false,
} as const;
export type SavedViewBody = Input<typeof savedViewBodySchema>;

import { everyMember, formatAge, useLanguage, useNow, type ComplaintCategory, type ComplaintResolution, type ComplaintStatus } from '@dukkan/shared';
import { type FormRules, type StatusTone, typedLength } from '@dukkan/shared/kit';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n';

// decisions/complaints.md: what a complaint may be about and how it may end (the API's lists, kept equal to them by
// the type check), and the API's lengths, counted once trimmed and said before sending (its 400 says the same).

export const COMPLAINT_CATEGORIES = everyMember<ComplaintCategory>()(['missing_item', 'damaged_item', 'wrong_item', 'late_delivery', 'quality', 'driver', 'other']);
export const COMPLAINT_RESOLUTIONS = everyMember<ComplaintResolution>()(['refund', 'replacement', 'apology', 'no_action']);

export const COMPLAINT_STATUS_TONES: Record<ComplaintStatus, StatusTone> = { open: 'warning', resolved: 'success' };

export const COMPLAINT_DESCRIPTION_MIN = 10;
export const COMPLAINT_DESCRIPTION_MAX = 2000;
/** A note of the thread: 1 to 2000 characters (NotesThread checks them). */
export const COMPLAINT_NOTE_MAX = 2000;
export const RESOLUTION_NOTE_MIN = 3;
export const RESOLUTION_NOTE_MAX = 1000;

const outside = (text: string, min: number, max: number) => typedLength(text) < min || typedLength(text) > max;

export interface ComplaintValues {
  category: string;
  description: string;
}
export const COMPLAINT_FIELDS = ['category', 'description'] as const;
export type ComplaintField = (typeof COMPLAINT_FIELDS)[number];
export const EMPTY_COMPLAINT: ComplaintValues = { category: '', description: '' };

/** values → { field: catalogue key under complaints.rules } (empty: it may be sent). */
export const validateComplaint: FormRules<ComplaintValues, ComplaintField> = ({ category, description }) => ({
  ...(category ? {} : { category: 'category' }),
  ...(outside(description, COMPLAINT_DESCRIPTION_MIN, COMPLAINT_DESCRIPTION_MAX) ? { description: 'description' } : {}),
});

export interface ResolveValues {
  kind: string;
  refundId: string;
  note: string;
}
export const RESOLVE_FIELDS = ['kind', 'refundId', 'note'] as const;
export type ResolveField = (typeof RESOLVE_FIELDS)[number];
export const EMPTY_RESOLVE: ResolveValues = { kind: '', refundId: '', note: '' };

/** A refund names one of the order's refunds; every resolution says how, in 3 to 1000 characters. */
export const validateResolve: FormRules<ResolveValues, ResolveField> = ({ kind, refundId, note }) => ({
  ...(kind ? {} : { kind: 'kind' }),
  ...(kind === 'refund' && !refundId ? { refundId: 'refundId' } : {}),
  ...(outside(note, RESOLUTION_NOTE_MIN, RESOLUTION_NOTE_MAX) ? { note: 'note' } : {}),
});

const MINUTE_MS = 60_000;

/**
 * How long a complaint has been open ('3 hr') and where it stands against its category's target: 'Overdue by 1 hr'
 * (late: shown in red) or 'Due in 2 hr'; a resolved one is due nothing. Read against a clock that ticks each minute.
 */
export function useComplaintTimes() {
  const { t } = useTranslation(ORDERS_NS);
  const language = useLanguage();
  const now = useNow(MINUTE_MS);
  return (complaint: { status: ComplaintStatus; createdAt: string; dueAt: string }) => {
    const due = Date.parse(complaint.dueAt);
    const late = complaint.status === 'open' && now >= due;
    let dueText: string | null = null;
    if (complaint.status === 'open') {
      dueText = late ? t('complaints.overdueBy', { time: formatAge(due, now, language) }) : t('complaints.dueIn', { time: formatAge(now, due, language) });
    }
    return { age: formatAge(complaint.createdAt, now, language) ?? '', due: dueText, late };
  };
}

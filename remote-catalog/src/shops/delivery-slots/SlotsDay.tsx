import { ResponsiveTable, type ResponsiveTableColumn } from '@dukkan/shared/kit';
import { Button, Field, Input, Text } from '@fluentui/react-components';
import { AddRegular, CopyRegular, DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SlotDraft } from './slots-draft';
import { CATALOG_NS } from './slots-i18n';
import { SLOT_FIELDS, type SlotField } from './slots-rules';
import { useSlotsStyles } from './useSlotsStyles.styles';

export interface SlotsDayProps {
  /** The day's name in the reader's language. */
  day: string;
  /** The day's rows of one timetable, in the order they show. */
  slots: SlotDraft[];
  /** The message under a row's field: a rule's as typed, or the server's. */
  messageOf: (slot: SlotDraft, field: SlotField) => string | undefined;
  /** The server's message about a row as a whole (its day or timetable). */
  rowMessageOf: (slot: SlotDraft) => string | undefined;
  /** @default false */
  disabled?: boolean;
  onChange: (key: string, field: SlotField, value: string) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
  onCopyToAll: () => void;
}

/**
 * One day of a timetable: its slots as rows (a table, cards on a phone), each start, end and capacity with its message
 * under it; a slot added at the end; the day's slots copied onto the six others.
 */
export function SlotsDay({ day, slots, messageOf, rowMessageOf, disabled = false, onChange, onRemove, onAdd, onCopyToAll }: SlotsDayProps) {
  const { t } = useTranslation(CATALOG_NS);
  const styles = useSlotsStyles();

  const columns: ResponsiveTableColumn<SlotDraft>[] = [
    ...SLOT_FIELDS.map(
      (field): ResponsiveTableColumn<SlotDraft> => ({
        key: field,
        header: t(`shops.slots.columns.${field}`),
        render: (slot, index) => {
          const message = messageOf(slot, field);
          return (
            <Field validationState={message ? 'error' : 'none'} validationMessage={message}>
              <Input
                aria-label={t(`shops.slots.of.${field}`, { day, number: index + 1 })}
                className={field === 'capacity' ? styles.capacity : styles.time}
                type={field === 'capacity' ? 'text' : 'time'}
                inputMode={field === 'capacity' ? 'numeric' : undefined}
                // Times and numbers read left to right in Arabic too.
                dir="ltr"
                autoComplete="off"
                value={slot[field]}
                disabled={disabled}
                onChange={(_event, data) => onChange(slot.key, field, data.value)}
              />
            </Field>
          );
        },
      }),
    ),
    {
      key: 'actions',
      header: t('shops.slots.columns.actions'),
      render: (slot, index) => (
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          aria-label={t('shops.slots.remove', { day, number: index + 1 })}
          disabled={disabled}
          onClick={() => onRemove(slot.key)}
        />
      ),
    },
  ];
  const rowMessages = slots.flatMap((slot, index) => {
    const message = rowMessageOf(slot);
    return message ? [{ key: slot.key, text: t('shops.slots.rowError', { number: index + 1, message }) }] : [];
  });

  return (
    <li className={styles.day}>
      <Text as="h3" size={400} weight="semibold" className={styles.dayName}>
        {day}
      </Text>
      {slots.length > 0 ? (
        <ResponsiveTable ariaLabel={t('shops.slots.daySlots', { day })} columns={columns} rows={slots} getRowKey={(slot) => slot.key} numbered={false} columnWidths="content" />
      ) : (
        <Text className={styles.hint}>{t('shops.slots.noSlots')}</Text>
      )}
      {rowMessages.map(({ key, text }) => (
        <Text key={key} role="alert" className={styles.error}>
          {text}
        </Text>
      ))}
      <div className={styles.dayActions}>
        <Button size="small" icon={<AddRegular />} aria-label={t('shops.slots.addTo', { day })} disabled={disabled} onClick={onAdd}>
          {t('shops.slots.add')}
        </Button>
        <Button
          size="small"
          appearance="subtle"
          icon={<CopyRegular />}
          aria-label={t('shops.slots.copyAllFrom', { day })}
          // A day without slots copied would empty the whole week: that is done day by day.
          disabled={disabled || slots.length === 0}
          onClick={onCopyToAll}
        >
          {t('shops.slots.copyAll')}
        </Button>
      </div>
    </li>
  );
}

import { OneChoicePicker, type IdPickerProps } from '@dukkan/shared/kit';
import { useState } from 'react';
import { type StaffChoice, useSearchStaffChoicesQuery } from './staff-choices-api';

const toOption = (staff: StaffChoice) => ({ value: String(staff.id), text: staff.name || staff.email, secondary: staff.email });

/** One colleague, searched on the server (the kit's picker, as ShopPicker picks shops); nothing is asked until it opens. */
export function StaffPicker(props: IdPickerProps) {
  const [search, setSearch] = useState<string | null>(null);
  const found = useSearchStaffChoicesQuery(search ?? '', { skip: search === null });
  const chosen = found.data?.items.find((staff) => String(staff.id) === props.value);
  return <OneChoicePicker {...props} found={found} chosen={chosen} toOption={toOption} onSearch={setSearch} />;
}

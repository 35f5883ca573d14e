import { useGetDriverShiftsQuery } from './drivers-api';

/** One of a driver's recent shifts (their open one is the newest), with the list's loading and failure. */
export function useDriverShift(driverId: number, shiftId: number | undefined) {
  const shifts = useGetDriverShiftsQuery(driverId);
  return { shift: shifts.data?.items.find((shift) => shift.id === shiftId), isLoading: shifts.isLoading, error: shifts.error };
}

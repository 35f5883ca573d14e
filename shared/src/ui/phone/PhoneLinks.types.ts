export interface PhoneLinksProps {
  /** The phone as stored ('+96599887766') or typed ('9988 7766'). */
  phone: string;
  className?: string;
}

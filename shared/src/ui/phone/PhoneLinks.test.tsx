import { act, screen } from '@testing-library/react';
import { setLanguage } from '../../i18n/i18n';
import { renderWithProviders, signedInState } from '../../test-utils';
import { PhoneLinks, phoneTargets } from './PhoneLinks';

afterEach(() => act(() => setLanguage('en')));

const render = (phone: string) => renderWithProviders(<PhoneLinks phone={phone} />, { preloadedState: signedInState() });

describe('PhoneLinks', () => {
  it('dials the number and opens WhatsApp beside it, the number shown as stored', () => {
    render('+96599887766');
    const call = screen.getByRole('link', { name: 'Call +96599887766' });
    expect(call).toHaveAttribute('href', 'tel:+96599887766');
    expect(call).toHaveTextContent('+96599887766');
    expect(call.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    const chat = screen.getByRole('link', { name: 'WhatsApp +96599887766' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/96599887766');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('names its links in Arabic', async () => {
    await act(() => setLanguage('ar'));
    render('99887766');
    expect(screen.getByRole('link', { name: 'اتصال بالرقم 99887766' })).toHaveAttribute('href', 'tel:+96599887766');
    expect(screen.getByRole('link', { name: 'واتساب 99887766' })).toHaveAttribute('href', 'https://wa.me/96599887766');
  });

  it('reads a number it cannot dial as written, with no link', () => {
    render('ext. 12');
    expect(screen.getByText('ext. 12')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('phoneTargets', () => {
  it('takes any Kuwaiti form and international numbers', () => {
    expect(phoneTargets('+965 9988 7766')).toEqual({ tel: '+96599887766', whatsApp: 'https://wa.me/96599887766' });
    expect(phoneTargets('0096599887766')).toEqual({ tel: '+96599887766', whatsApp: 'https://wa.me/96599887766' });
    expect(phoneTargets('+44 20 7946 0958')).toEqual({ tel: '+442079460958', whatsApp: 'https://wa.me/442079460958' });
    expect(phoneTargets('1234')).toBeNull();
  });
});

import { useMemo } from 'react';
import { phoneLinks } from '@shared/domain/phone-links';
import { useActiveDialCountry } from '../trees/dial-country';
import { ChatPhoneIcon, MessageIcon } from './Icons';

interface Props {
  /** The phone as stored (`+49 1701234567`, or digits without a dial code). */
  phone: string;
  /** The partner's name: the links are named 'Call …', 'WhatsApp …' and 'SMS …'. */
  name: string;
  /** The tree's dial country, for phones stored without a dial code; left out, the active tree's. */
  dialCountry?: string;
  className?: string;
}

/** Touch-sized on phones and touch screens (44 px), compact beside a mouse. */
const TARGET = 'min-h-8 max-sm:min-h-11 pointer-coarse:min-h-11 rounded-lg';
const ICON_LINK = `${TARGET} inline-flex min-w-8 max-sm:min-w-11 pointer-coarse:min-w-11 shrink-0 items-center justify-center border border-slate-300 bg-white hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700`;

/**
 * A partner's phone to tap: the number calls (`tel:`), with WhatsApp (`https://wa.me/…`, a new
 * tab; the desktop app hands it to the system browser) and SMS (`sms:`) beside it, all in E.164.
 * Their names: 'Call Paula Partner, +49 170 1234567', 'WhatsApp Paula Partner', 'SMS Paula Partner'.
 * A phone stored without a dial code is dialled with the tree's country; one that is no number
 * (libphonenumber-js cannot read it) shows as plain text. Nothing for an empty phone.
 */
export function PhoneActions({ phone, name, dialCountry, className = '' }: Props) {
  const activeCountry = useActiveDialCountry();
  const country = dialCountry ?? activeCountry;
  const links = useMemo(() => phoneLinks(phone, country), [phone, country]);
  if (!phone.trim()) return null;
  if (!links) return <span className={`break-all ${className}`}>{phone}</span>;
  return (
    <span className={`inline-flex flex-wrap items-center gap-1 ${className}`} data-phone={links.e164}>
      {/* Named 'Call <name>, <number>': the number it shows is part of its name (WCAG 2.5.3). */}
      <a href={links.tel} className={`${TARGET} -ml-1 inline-flex items-center px-1 whitespace-nowrap tabular-nums text-brand-800 underline-offset-2 hover:underline dark:text-brand-500`}>
        <span className="sr-only">{`Call ${name}, `}</span>
        {links.display}
      </a>
      <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp ${name}`} title="WhatsApp" className={`${ICON_LINK} text-emerald-700 dark:text-emerald-400`}>
        <ChatPhoneIcon className="size-4" />
      </a>
      <a href={links.sms} aria-label={`SMS ${name}`} title="SMS" className={`${ICON_LINK} text-slate-700 dark:text-slate-200`}>
        <MessageIcon className="size-4" />
      </a>
    </span>
  );
}

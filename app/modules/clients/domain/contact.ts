/**
 * The public contact form behind the bottom bar's QR code (spec 2.8, issue 17 §1): who writes,
 * how to answer them, their message and their consent; `website` is a honeypot a person leaves
 * empty (hidden from sight and from assistive technology).
 */
import * as z from 'zod'

export const contactText = {
  sent: 'Merci, votre message a bien été envoyé. Le domaine vous répondra rapidement.',
  name: 'Indiquez votre nom.',
  email: 'Indiquez une adresse e-mail valide.',
  phone: 'Indiquez un numéro de téléphone valide.',
  message: 'Écrivez votre message.',
  long: 'Votre message est trop long (2 000 caractères au plus).',
  consent: 'Acceptez que le domaine conserve vos coordonnées pour vous répondre.',
  tooMany: 'Trop de messages envoyés depuis cette adresse : réessayez plus tard.',
  unknownShop: 'Ce domaine est introuvable.',
} as const

const trimmed = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message)

export const contactForm = z.object({
  name: trimmed(120, contactText.name).min(1, contactText.name),
  email: trimmed(200, contactText.email).pipe(z.email(contactText.email)),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d .()-]{6,20}$/, contactText.phone)
    .optional(),
  message: trimmed(2000, contactText.long).min(1, contactText.message),
  // A checkbox: 'on' when ticked, absent otherwise.
  consent: z.union([z.literal('on'), z.literal(true)], { error: contactText.consent }),
  website: z.string().max(200).optional(),
})
export type ContactForm = z.infer<typeof contactForm>

/** The note a message leaves on the contact's record, dated (DD/MM/YYYY, Paris). */
export function contactNote(day: string, input: Pick<ContactForm, 'message' | 'phone'>): string {
  const phone = input.phone ? ` (tél. ${input.phone})` : ''
  return `Formulaire de contact du ${day}${phone} : ${input.message}`
}

/** First name and last name from one field: the last word is the last name. */
export function splitName(name: string): { firstname: string | null; lastname: string } {
  const words = name.split(/\s+/).filter(Boolean)
  if (words.length < 2) return { firstname: null, lastname: name }
  return { firstname: words.slice(0, -1).join(' '), lastname: words[words.length - 1] }
}

/** The part of GS1's `digital-link.js` (no types of its own) that the tests use (decision 0010). */
declare module 'digital-link.js' {
  type DigitalLinkInstance = {
    isValid(): boolean
    getDomain(): string
    getIdentifier(): Record<string, string>
    getKeyQualifiers(): Record<string, string>
  }
  export function DigitalLink(url: string): DigitalLinkInstance
}

import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; data: string }

export type FakeSmtp = {
  port: number
  url: string
  /** The mails it accepted (answered 250 to), in order. */
  received: ReceivedMail[]
  /** How many mails it is holding: read whole but not answered yet. */
  held(): number
  /** Stops holding: the mails sent from now on are accepted (held ones stay unanswered). */
  release(): void
  close(): Promise<void>
}

/**
 * A local SMTP server speaking the real protocol stands in for the mail provider. With `hold`, it
 * reads each mail whole and then keeps the sender waiting for its answer, as a slow provider
 * does, until `release()`: a mail it never answered was never accepted, and is not counted.
 * With `refuse`, it answers 550 to the recipients it names.
 */
export async function startFakeSmtp(
  options: { hold?: boolean; refuse?: (address: string) => boolean } = {},
): Promise<FakeSmtp> {
  let holding = options.hold ?? false
  let held = 0
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // `refuse`: the addresses a receiving server refuses for good (550 to RCPT TO).
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })
        return callback(error)
      }
      callback()
    },
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')))
      stream.on('end', () => {
        if (holding) {
          held += 1
          return
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    held: () => held,
    release: () => {
      holding = false
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

import { describe, expect, it } from 'vitest'
import {
  assertTransition,
  canTransition,
  creditMachine,
  creditNoteMachine,
  deliveryMachine,
  documentMachines,
  invoiceMachine,
  orderMachine,
  paymentMachine,
  quoteMachine,
  sepaMachine,
  statusesOf,
  TransitionError,
  transitionMessage,
  type Machine,
} from './machines'

const machines: Record<string, Machine<string>> = {
  orderMachine,
  quoteMachine,
  invoiceMachine,
  depositMachine: documentMachines.deposit,
  creditNoteMachine,
  creditMachine,
  deliveryMachine,
  paymentMachine,
  sepaMachine,
}

describe.each(Object.entries(machines))('%s', (_name, machine) => {
  const statuses = statusesOf(machine)

  it('labels every status and names only known statuses as next', () => {
    for (const s of statuses) {
      expect(machine.labels[s], s).toBeTruthy()
      for (const to of machine.next[s]) expect(statuses).toContain(to)
    }
  })

  // The full matrix: every (from, to) pair is either allowed by the table or refused with a 409.
  const pairs = statuses.flatMap((from) => statuses.map((to) => [from, to] as const))
  it.each(pairs)('%s → %s', (from, to) => {
    const legal = machine.next[from].includes(to)
    expect(canTransition(machine, from, to)).toBe(legal)
    if (legal) {
      expect(() => assertTransition(machine, from, to)).not.toThrow()
    } else {
      let error: unknown
      try {
        assertTransition(machine, from, to)
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(TransitionError)
      expect((error as TransitionError).status).toBe(409)
      expect((error as TransitionError).message).toBe(
        `Transition impossible : ${machine.noun} au statut « ${machine.labels[from]} » ne peut pas passer au statut « ${machine.labels[to]} ».`,
      )
    }
  })

  it('refuses a status it does not know', () => {
    expect(canTransition(machine, 'inconnu', statuses[0])).toBe(false)
  })
})

describe('key transitions, by hand', () => {
  it('orders: a validated order is invoiced; an invoiced one never moves again', () => {
    expect(canTransition(orderMachine, 'validated', 'invoiced')).toBe(true)
    expect(canTransition(orderMachine, 'pending', 'invoiced')).toBe(false)
    for (const to of statusesOf(orderMachine))
      expect(canTransition(orderMachine, 'invoiced', to)).toBe(false)
  })

  it('quotes: issued, then accepted or refused; an accepted quote is final', () => {
    expect(canTransition(quoteMachine, 'pending', 'generated')).toBe(true)
    expect(canTransition(quoteMachine, 'generated', 'completed')).toBe(true)
    expect(canTransition(quoteMachine, 'processing', 'rejected')).toBe(true)
    expect(canTransition(quoteMachine, 'pending', 'completed')).toBe(false)
    expect(canTransition(quoteMachine, 'completed', 'cancelled')).toBe(false)
  })

  it('invoices: only a full credit note cancels an issued one, never a settled one', () => {
    expect(canTransition(invoiceMachine, 'generated', 'cancelled')).toBe(true)
    expect(canTransition(invoiceMachine, 'incomplete', 'cancelled')).toBe(true)
    expect(canTransition(invoiceMachine, 'completed', 'cancelled')).toBe(false)
    expect(canTransition(invoiceMachine, 'cancelled', 'generated')).toBe(false)
  })

  it('credit notes are issued at once and cannot be cancelled once issued', () => {
    expect(canTransition(creditNoteMachine, 'pending', 'generated')).toBe(true)
    expect(canTransition(creditNoteMachine, 'generated', 'cancelled')).toBe(false)
    expect(canTransition(creditMachine, 'full', 'partial')).toBe(true)
    expect(canTransition(creditMachine, 'partial', 'partial')).toBe(true)
    expect(canTransition(creditMachine, 'empty', 'partial')).toBe(false)
  })

  it('words the refusal in French with both labels', () => {
    expect(transitionMessage(invoiceMachine, 'completed', 'cancelled')).toBe(
      'Transition impossible : une facture au statut « Réglé » ne peut pas passer au statut « Annulé ».',
    )
    expect(transitionMessage(documentMachines.deposit, 'cancelled', 'generated')).toBe(
      'Transition impossible : une facture d’acompte au statut « Annulé » ne peut pas passer au statut « Émis ».',
    )
    expect(() => assertTransition(quoteMachine, 'completed', 'rejected')).toThrow(
      'Transition impossible : un devis au statut « Accepté » ne peut pas passer au statut « Refusé ».',
    )
  })
})

import type { LoyaltyReward as ProgramReward } from '#app/platform/db/schema'

/** The loyalty part of a priced cart order, as POST /v1/orders/get-cart-price answers it. */
export type LoyaltyReward = ProgramReward & { reached: boolean }

export type PricedLoyalty = {
  active: boolean
  pointsPerEuro: number
  rewards: LoyaltyReward[]
  balance: { total: number; earned: number; spent: number; required: number } | null
  selected: {
    rewardId: string
    name: string
    kind: 'discount' | 'products'
    pointsToLose: number
    discountCents: number
  } | null
} | null

/** A free product a reward lets the buyer choose: one format in one vintage. */
export type GiftOption = { value: string; label: string }

/** What the cart page shows of a seller's programme. */
export type LoyaltyView = {
  sellerId: number
  balance: NonNullable<PricedLoyalty>['balance']
  pointsPerEuro: number
  /** Rewards the buyer can afford, each with its free products to choose from. */
  affordable: (LoyaltyReward & { options: GiftOption[] })[]
  /** The next reward out of reach, to say how many points it still needs. */
  next: { name: string; missing: number } | null
  selected: NonNullable<PricedLoyalty>['selected']
  /** Why the chosen reward was refused, if it was. */
  error: string | null
  /** Point counts in words, with French plurals ('0 point utilisé'), made on the server. */
  words: {
    total: string
    earned: string
    spent: string
    perEuro: string
    missing: string | null
    selected: string | null
    /** By reward id. */
    rewards: Record<string, string>
  }
}

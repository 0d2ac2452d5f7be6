CREATE TABLE "excise_rates" (
	"year" integer NOT NULL,
	"category" text NOT NULL,
	"excise_cents" integer NOT NULL,
	"css_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "excise_rates_year_category_pk" PRIMARY KEY("year","category")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fiscal_category" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "box_contents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Rates by fiscal category from 1 January (DOMAIN.md §4; cents per hl, spirits and DOM rum per hl
-- of pure alcohol; CSS above 18 % vol). Wines, cider, intermediate products and 2026 DOM rum: the
-- customs' figures quoted in DOMAIN.md. Spirits: 2024's 1 866,52 €/hlap indexed at the +1,75 % cap
-- (CIBS L313-19), which 2025 and 2026 reached (still wine 4,05 → 4,12 → 4,19), consistent with
-- 2026 DOM rum at half of it; CSS: 2022's figures indexed likewise (other drinks: 51,49 / 52,39
-- €/hl, as the AOP VDN excise). Check them against the customs' yearly table; a correction or a
-- new year is a new migration (README, "Excise").
INSERT INTO "excise_rates" ("year", "category", "excise_cents", "css_cents") VALUES
  (2025, 'stillWine', 412, 0),
  (2025, 'sparklingWine', 1020, 0),
  (2025, 'cider', 143, 0),
  (2025, 'intermediateAop', 5149, 5149),
  (2025, 'intermediate', 20593, 5149),
  (2025, 'spirit', 189918, 60979),
  (2025, 'domRum', 95012, 60979),
  (2026, 'stillWine', 419, 0),
  (2026, 'sparklingWine', 1038, 0),
  (2026, 'cider', 146, 0),
  (2026, 'intermediateAop', 5239, 5239),
  (2026, 'intermediate', 20953, 5239),
  (2026, 'spirit', 193242, 62046),
  (2026, 'domRum', 96675, 62046);
--> statement-breakpoint
-- Products whose type does not tell their category get it from the rate their vintages carried
-- (a 'Vin' at an intermediate product's rate is a VDN or a Pineau); then the copies go.
UPDATE "products" AS p SET "fiscal_category" = CASE
    WHEN d.da >= 100000 THEN 'spirit'
    WHEN d.da >= 15000 THEN 'intermediate'
    WHEN d.da >= 4000 THEN 'intermediateAop'
    WHEN d.da >= 800 THEN 'sparklingWine'
    WHEN d.da >= 300 THEN 'stillWine'
    ELSE 'cider' END
  FROM (
    SELECT "product_id", max(("legal"->>'da')::numeric) AS da FROM "product_vintages"
    WHERE jsonb_typeof("legal"->'da') = 'number' AND ("legal"->>'da')::numeric > 0
    GROUP BY "product_id"
  ) AS d
  WHERE d."product_id" = p."id" AND p."product_type" = 'bottle' AND (
    p."type" IS NULL
    OR p."type" NOT IN ('Vin', 'Vin tranquille', 'Champagne', 'Crémant', 'Vin pétillant',
      'Vin mousseux', 'Cidre', 'Poiré', 'Hydromel', 'Rhum', 'Gin', 'Vodka', 'Tequila', 'Liqueur',
      'Eau de vie', 'Whisky', 'Cognac', 'Brandy', 'Bourbon', 'Armagnac', 'Pastis', 'Calvados',
      'Marc de Champagne', 'Crème')
    OR (p."type" IN ('Vin', 'Vin tranquille') AND d.da >= 4000)
  );
--> statement-breakpoint
UPDATE "product_vintages" SET "legal" = "legal" - 'da' - 'css' WHERE ("legal" - 'da' - 'css') <> "legal";

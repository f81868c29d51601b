CREATE TABLE "product_search" (
	"part_number" text PRIMARY KEY NOT NULL,
	"doc" "tsvector" NOT NULL,
	"name" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"brand_id" smallint,
	"l0" smallint,
	"l1" smallint,
	"l2" smallint,
	"l3" smallint,
	"l4" smallint,
	"price_usd" double precision,
	"price_cad" double precision
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_no" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "account_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_part_number_products_part_number_fk" FOREIGN KEY ("part_number") REFERENCES "public"."products"("part_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_doc_idx" ON "product_search" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "product_search_popularity_idx" ON "product_search" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "product_search_name_idx" ON "product_search" USING btree ("name");--> statement-breakpoint
CREATE INDEX "product_search_price_usd_idx" ON "product_search" USING btree ("price_usd");--> statement-breakpoint
CREATE INDEX "product_search_price_cad_idx" ON "product_search" USING btree ("price_cad");--> statement-breakpoint
CREATE INDEX "product_search_brand_idx" ON "product_search" USING btree ("brand_id","popularity");--> statement-breakpoint
CREATE INDEX "product_search_l0_idx" ON "product_search" USING btree ("l0","popularity");--> statement-breakpoint
CREATE INDEX "product_search_l1_idx" ON "product_search" USING btree ("l1","popularity");--> statement-breakpoint
CREATE INDEX "product_search_l2_idx" ON "product_search" USING btree ("l2","popularity");--> statement-breakpoint
CREATE INDEX "product_search_l3_idx" ON "product_search" USING btree ("l3","popularity");--> statement-breakpoint
CREATE INDEX "product_search_l4_idx" ON "product_search" USING btree ("l4","popularity");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_search_no_uq" ON "categories" USING btree ("search_no");
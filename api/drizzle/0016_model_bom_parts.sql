CREATE TABLE "model_bom_parts" (
	"model" text NOT NULL,
	"part_number" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "model_bom_parts_model_part_number_pk" PRIMARY KEY("model","part_number")
);
--> statement-breakpoint
ALTER TABLE "model_bom_parts" ADD CONSTRAINT "model_bom_parts_part_number_products_part_number_fk" FOREIGN KEY ("part_number") REFERENCES "public"."products"("part_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_bom_parts_part_idx" ON "model_bom_parts" USING btree ("part_number");
-- Who recorded a payment (issue 37 item 10), in words as it was then: the portal user's name and e-mail, or the
-- API with the user key's name. Kept as text so that it survives the user or the key; null for payments
-- recorded before this column existed (the portal says "not recorded").
ALTER TABLE "payments" ADD COLUMN "recorded_by" text;

-- One category vocabulary (issue 34, item 7): listings seeded with the sample catalogue's keys move to the taxonomy
-- ids the rest of the app uses (CATALOGUE_TO_TAXONOMY in packages/domain); the keys stay only as address aliases.
-- 'otros' had no category of its own: each of its sample items goes where its seed template now puts it.
UPDATE "listings" SET "category" = CASE "category"
  WHEN 'construccion' THEN 'construction'
  WHEN 'tecnologia' THEN 'technology'
  WHEN 'deportes' THEN 'sports'
  WHEN 'vehiculos' THEN 'vehicles'
  WHEN 'eventos' THEN 'events'
  WHEN 'espacios' THEN 'spaces'
  WHEN 'cultivo_jardineria' THEN 'gardening'
  WHEN 'publicidad' THEN 'advertising'
  WHEN 'estacionamiento' THEN 'parking'
  WHEN 'herramientas' THEN 'tools'
  WHEN 'gaming_vr' THEN 'gaming'
  WHEN 'musica' THEN 'cultural_arts'
  WHEN 'fotografia' THEN 'audiovisual'
  WHEN 'drones' THEN 'technology'
  WHEN 'camping' THEN 'sports'
  WHEN 'otros' THEN CASE
    WHEN "title" LIKE 'Carriola de viaje%' OR "title" LIKE 'Cuna portátil%' THEN 'baby_equipment'
    WHEN "title" LIKE 'Silla de ruedas%' THEN 'eco_mobility'
    WHEN "title" LIKE 'Maleta rígida%' THEN 'sports'
    WHEN "title" LIKE 'Purificador de aire%' THEN 'technology'
    ELSE 'tools'
  END
END
WHERE "category" IN ('construccion', 'tecnologia', 'deportes', 'vehiculos', 'eventos', 'espacios',
  'cultivo_jardineria', 'publicidad', 'estacionamiento', 'herramientas', 'gaming_vr', 'musica', 'fotografia',
  'drones', 'camping', 'otros');
--> statement-breakpoint
-- A sample aerial photography session is a photographer hired (a service category); a billboard or an advertising
-- bicycle is rented (a product category). A listing's type follows its category.
UPDATE "listings" SET "category" = 'photographer' WHERE "category" = 'technology' AND "type" = 'service'
  AND "title" LIKE 'Fotografía aérea con piloto certificado%';--> statement-breakpoint
UPDATE "listings" SET "type" = 'product' WHERE "type" = 'service' AND "category" = 'advertising';

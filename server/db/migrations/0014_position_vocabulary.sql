-- One vocabulary for a position (issue 27): the stored input of every revision takes the request's and the engine's
-- names, units in the name (flowSupply -> flowSupplyM3h, summerOutdoorHumidity -> summerOutdoorRhPct, ...). Values and
-- units are unchanged; only the keys move. Revisions are immutable, so the trigger that refuses UPDATE is off for this
-- one rewrite (inside the migration's transaction) and on again after it.
ALTER TABLE "position_revisions" DISABLE TRIGGER "position_revisions_no_update";--> statement-breakpoint
UPDATE "position_revisions" SET "input" = (
	SELECT jsonb_object_agg(coalesce("renamed"."new_key", "field"."key"), "field"."value")
	FROM jsonb_each("position_revisions"."input") AS "field"("key", "value")
	LEFT JOIN (VALUES
	('flowSupply', 'flowSupplyM3h'),
	('flowReturn', 'flowReturnM3h'),
	('dropSupply', 'dropSupplyPa'),
	('dropReturn', 'dropReturnPa'),
	('casingQuality', 'casing'),
	('sizeOfUnit', 'unitTypeId'),
	('changeRate', 'changeRatePerH'),
	('summerOutdoorTemperature', 'summerOutdoorTDb'),
	('summerOutdoorHumidity', 'summerOutdoorRhPct'),
	('summerWetBulbTemperature', 'summerOutdoorTWb'),
	('summerDewPointTemperature', 'summerOutdoorTDp'),
	('summerIndoorTemperature', 'summerIndoorTDb'),
	('summerIndoorHumidity', 'summerIndoorRhPct'),
	('summerSupplyTemperature', 'summerSupplyTDb'),
	('winterOutdoorTemperature', 'winterOutdoorTDb'),
	('winterOutdoorHumidity', 'winterOutdoorRhPct'),
	('winterOutdoorHumidityRatio', 'winterOutdoorXGkg'),
	('winterIndoorTemperature', 'winterIndoorTDb'),
	('winterIndoorHumidity', 'winterIndoorRhPct'),
	('winterSupplyTemperature', 'winterSupplyTDb'),
	('designDryBulbTemperature', 'designSummerTDb'),
	('designDewPointTemperature', 'designSummerTDp'),
	('designWetBulbTemperature', 'designSummerTWb'),
	('designWinterOutdoorTemperature', 'designWinterTDb'),
	('summerRecTemperatureOut', 'summerRecoveryOutTDb'),
	('summerRecHumidityOut', 'summerRecoveryOutRhPct'),
	('winterRecTemperatureOut', 'winterRecoveryOutTDb'),
	('winterRecHumidityOut', 'winterRecoveryOutRhPct'),
	('coolerType', 'coolerMedium'),
	('heaterType', 'heaterMedium'),
	('coolerConcentration', 'coolerConcentrationPct'),
	('heaterConcentration', 'heaterConcentrationPct'),
	('coolerTemperatureIn', 'coolerFluidTIn'),
	('heaterTemperatureIn', 'heaterFluidTIn'),
	('coilInputTemperatureCooler', 'coolerAirInTDb'),
	('coilInputHumidityCooler', 'coolerAirInRhPct'),
	('coilInputTemperatureHeater', 'heaterAirInTDb'),
	('coilInputHumidityHeater', 'heaterAirInRhPct'),
	('area', 'areaM2'),
	('height', 'heightM'),
	('elevation', 'elevationM')
	) AS "renamed"("old_key", "new_key") ON "renamed"."old_key" = "field"."key"
)
WHERE "input" ? 'flowSupply';--> statement-breakpoint
ALTER TABLE "position_revisions" ENABLE TRIGGER "position_revisions_no_update";

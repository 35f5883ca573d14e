import type { Db } from '../db/client';
import { areas, blocks, governorates } from '../db/schema';
import { BLOCKS_PER_AREA, blockName, KUWAIT_GOVERNORATES } from './kuwait-locations';
import { must } from './must';

export interface SeededBlock {
  id: number;
  name: string;
  nameAr: string;
  areaId: number;
  areaName: string;
  areaNameAr: string;
  governorateId: number;
  governorateName: string;
  governorateNameAr: string;
}

/** Writes Kuwait's governorates, their areas and a few blocks per area; returns every block with its parents, named in both languages. */
export async function insertKuwaitLocations(db: Db): Promise<SeededBlock[]> {
  const govRows = await db
    .insert(governorates)
    .values(KUWAIT_GOVERNORATES.map(({ name, nameAr }) => ({ name, nameAr })))
    .returning({ id: governorates.id, name: governorates.name, nameAr: governorates.nameAr });
  const govId = new Map(govRows.map((g) => [g.name, g.id]));

  const areaRows = await db
    .insert(areas)
    .values(
      KUWAIT_GOVERNORATES.flatMap((gov) =>
        gov.areas.map(({ name, nameAr }) => ({ governorateId: must(govId.get(gov.name), `governorate ${gov.name}`), name, nameAr })),
      ),
    )
    .returning({ id: areas.id, name: areas.name, nameAr: areas.nameAr, governorateId: areas.governorateId });

  const blockRows = await db
    .insert(blocks)
    .values(
      areaRows.flatMap((area) =>
        Array.from({ length: BLOCKS_PER_AREA }, (_, i) => ({ areaId: area.id, ...blockName(i + 1) })),
      ),
    )
    .returning({ id: blocks.id, name: blocks.name, nameAr: blocks.nameAr, areaId: blocks.areaId });

  const areaById = new Map(areaRows.map((a) => [a.id, a]));
  const govById = new Map(govRows.map((g) => [g.id, g]));
  return blockRows.map((block) => {
    const area = must(areaById.get(block.areaId), `area ${block.areaId}`);
    const governorate = must(govById.get(area.governorateId), `governorate ${area.governorateId}`);
    return {
      id: block.id,
      name: block.name,
      nameAr: block.nameAr,
      areaId: area.id,
      areaName: area.name,
      areaNameAr: area.nameAr,
      governorateId: governorate.id,
      governorateName: governorate.name,
      governorateNameAr: governorate.nameAr,
    };
  });
}

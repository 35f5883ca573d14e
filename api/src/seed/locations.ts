import type { Db } from '../db/client';
import { areas, blocks, governorates } from '../db/schema';
import { BLOCKS_PER_AREA, blockName, KUWAIT_GOVERNORATES } from './kuwait-locations';
import { must } from './must';

export interface SeededBlock {
  id: number;
  name: string;
  areaId: number;
  areaName: string;
  governorateId: number;
  governorateName: string;
}

/** Writes Kuwait's governorates, their areas and a few blocks per area; returns every block with its parents. */
export async function insertKuwaitLocations(db: Db): Promise<SeededBlock[]> {
  const govRows = await db
    .insert(governorates)
    .values(KUWAIT_GOVERNORATES.map(({ name, nameAr }) => ({ name, nameAr })))
    .returning({ id: governorates.id, name: governorates.name });
  const govId = new Map(govRows.map((g) => [g.name, g.id]));

  const areaRows = await db
    .insert(areas)
    .values(
      KUWAIT_GOVERNORATES.flatMap((gov) =>
        gov.areas.map(({ name, nameAr }) => ({ governorateId: must(govId.get(gov.name), `governorate ${gov.name}`), name, nameAr })),
      ),
    )
    .returning({ id: areas.id, name: areas.name, governorateId: areas.governorateId });

  const blockRows = await db
    .insert(blocks)
    .values(
      areaRows.flatMap((area) =>
        Array.from({ length: BLOCKS_PER_AREA }, (_, i) => ({ areaId: area.id, ...blockName(i + 1) })),
      ),
    )
    .returning({ id: blocks.id, name: blocks.name, areaId: blocks.areaId });

  const areaById = new Map(areaRows.map((a) => [a.id, a]));
  const govName = new Map(govRows.map((g) => [g.id, g.name]));
  return blockRows.map((block) => {
    const area = must(areaById.get(block.areaId), `area ${block.areaId}`);
    return {
      id: block.id,
      name: block.name,
      areaId: area.id,
      areaName: area.name,
      governorateId: area.governorateId,
      governorateName: must(govName.get(area.governorateId), `governorate ${area.governorateId}`),
    };
  });
}

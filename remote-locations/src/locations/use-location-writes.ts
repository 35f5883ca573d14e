import { areaNode, blockNode, governorateNode, type LocationKind, type LocationNode } from './location-node';
import type { LocationDraft } from './location-form-rules';
import {
  useAddAreaMutation,
  useAddBlockMutation,
  useAddGovernorateMutation,
  useDeleteAreaMutation,
  useDeleteBlockMutation,
  useDeleteGovernorateMutation,
  useUpdateAreaMutation,
  useUpdateBlockMutation,
  useUpdateGovernorateMutation,
  type LocationNames,
} from './locations-api';

// One face over the three levels' mutations, so each dialog is written once for all three kinds.

/** Adds a node of `kind`; resolves with the new node (its parents included), rejects with the ApiError. */
export function useAddLocation() {
  const [addGovernorate, governorate] = useAddGovernorateMutation();
  const [addArea, area] = useAddAreaMutation();
  const [addBlock, block] = useAddBlockMutation();

  const add = async (kind: LocationKind, draft: LocationDraft, names: LocationNames): Promise<LocationNode> => {
    if (kind === 'governorate') return governorateNode(await addGovernorate(names).unwrap());
    // The dialog's rules (validateLocationDraft) let an area through only with its governorate, a
    // block only with its area (and so its governorate).
    const { governorateId, areaId } = draft;
    if (governorateId === null) throw new Error(`A new ${kind} needs its governorate`);
    if (kind === 'area') return areaNode({ ...(await addArea({ governorateId, ...names }).unwrap()), governorateId });
    if (areaId === null) throw new Error('A new block needs its area');
    return blockNode({ ...(await addBlock({ areaId, ...names }).unwrap()), areaId }, governorateId);
  };
  return { add, busy: governorate.isLoading || area.isLoading || block.isLoading };
}

/** Renames `node`; resolves when saved, rejects with the ApiError. */
export function useUpdateLocation() {
  const [updateGovernorate, governorate] = useUpdateGovernorateMutation();
  const [updateArea, area] = useUpdateAreaMutation();
  const [updateBlock, block] = useUpdateBlockMutation();

  const update = async (node: LocationNode, names: LocationNames): Promise<void> => {
    if (node.kind === 'governorate') await updateGovernorate({ id: node.id, ...names }).unwrap();
    else if (node.kind === 'area') await updateArea({ governorateId: node.governorateId, id: node.id, ...names }).unwrap();
    else await updateBlock({ areaId: node.areaId, id: node.id, ...names }).unwrap();
  };
  return { update, busy: governorate.isLoading || area.isLoading || block.isLoading };
}

/** Deletes `node`; resolves when gone, rejects with the ApiError (409 when still in use). */
export function useDeleteLocation() {
  const [deleteGovernorate, governorate] = useDeleteGovernorateMutation();
  const [deleteArea, area] = useDeleteAreaMutation();
  const [deleteBlock, block] = useDeleteBlockMutation();

  const remove = async (node: LocationNode): Promise<void> => {
    if (node.kind === 'governorate') await deleteGovernorate({ id: node.id }).unwrap();
    else if (node.kind === 'area') await deleteArea({ governorateId: node.governorateId, id: node.id }).unwrap();
    else await deleteBlock({ areaId: node.areaId, id: node.id }).unwrap();
  };
  return { remove, busy: governorate.isLoading || area.isLoading || block.isLoading };
}

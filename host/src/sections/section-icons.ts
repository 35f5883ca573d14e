import {
  AppsRegular,
  BoxRegular,
  BuildingShopRegular,
  CalendarLtrRegular,
  ChatRegular,
  ChartMultipleRegular,
  DataBarVerticalRegular,
  DocumentTableRegular,
  GridRegular,
  HistoryRegular,
  HomeRegular,
  LocationRegular,
  MegaphoneRegular,
  PeopleRegular,
  ReceiptRegular,
  SettingsRegular,
  TagRegular,
  VehicleTruckProfileRegular,
} from '@fluentui/react-icons';
import type { ComponentType } from 'react';

export type SectionIcon = ComponentType<{ className?: string }>;

/**
 * The icons a remote's manifest may name (decisions/sections.md). A set known to the host, so no remote ships
 * an icon of its own and the host never bundles the whole icon library; an unknown name gets Apps.
 * A new section that needs another icon adds it here (a few hundred bytes) — not a new section's
 * code, only a word of the shared vocabulary.
 */
export const SECTION_ICONS: Readonly<Record<string, SectionIcon>> = {
  Apps: AppsRegular,
  Box: BoxRegular,
  BuildingShop: BuildingShopRegular,
  Calendar: CalendarLtrRegular,
  ChartMultiple: ChartMultipleRegular,
  Chat: ChatRegular,
  DataBarVertical: DataBarVerticalRegular,
  DocumentTable: DocumentTableRegular,
  Grid: GridRegular,
  History: HistoryRegular,
  Home: HomeRegular,
  Location: LocationRegular,
  Megaphone: MegaphoneRegular,
  People: PeopleRegular,
  Receipt: ReceiptRegular,
  Settings: SettingsRegular,
  Tag: TagRegular,
  VehicleTruck: VehicleTruckProfileRegular,
};

export const sectionIcon = (name: string): SectionIcon => SECTION_ICONS[name] ?? AppsRegular;

/** RuoYi's Server.convertFileSize: "12.3 GB", "512 MB", "64.0 KB", "10 B". */
export function ruoyiFileSize(bytes: number): string {
  const kb = 1024;
  const mb = kb * 1024;
  const gb = mb * 1024;
  if (bytes >= gb) return `${(bytes / gb).toFixed(1)} GB`;
  if (bytes >= mb) {
    const f = bytes / mb;
    return `${f > 100 ? f.toFixed(0) : f.toFixed(1)} MB`;
  }
  if (bytes >= kb) {
    const f = bytes / kb;
    return `${f > 100 ? f.toFixed(0) : f.toFixed(1)} KB`;
  }
  return `${Math.trunc(bytes)} B`;
}

// statfs(2) f_type magic numbers of common file systems (linux/magic.h).
const FILE_SYSTEMS: ReadonlyMap<number, string> = new Map([
  [0xef53, 'ext4'],
  [0x58465342, 'xfs'],
  [0x9123683e, 'btrfs'],
  [0x01021994, 'tmpfs'],
  [0x794c7630, 'overlay'],
  [0x6969, 'nfs'],
  [0x2fc12fc1, 'zfs'],
  [0x65735546, 'fuse'],
  [0x4d44, 'vfat'],
  [0x5346544e, 'ntfs'],
  [0xf15f, 'ecryptfs'],
  [0x73717368, 'squashfs'],
]);

/** A file system's name from its statfs type, else the type as hex. */
export function fileSystemName(type: number): string {
  return FILE_SYSTEMS.get(type) ?? `0x${type.toString(16)}`;
}

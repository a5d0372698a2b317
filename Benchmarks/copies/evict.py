#!/usr/bin/env python3
"""Drops every file below DIR from the page cache (posix_fadvise DONTNEED), so the next read of
them goes to the disk, as after a reboot: no privileges needed, unlike /proc/sys/vm/drop_caches.
Files on tmpfs stay in memory (they have nowhere else to be).
Usage: evict.py DIR"""
import os
import sys


def main():
    os.sync()
    for root, _, files in os.walk(sys.argv[1]):
        for name in files:
            descriptor = os.open(os.path.join(root, name), os.O_RDONLY)
            try:
                os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(descriptor)


if __name__ == "__main__":
    main()

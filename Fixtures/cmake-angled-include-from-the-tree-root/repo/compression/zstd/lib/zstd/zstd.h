#pragma once
int zstd_level(void);

#pragma once
int lz_compress(int level);

#pragma once
int zwrap_level(void);

int task_count(void) { return 1; }

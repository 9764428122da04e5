int HELLO_VALUE(void);

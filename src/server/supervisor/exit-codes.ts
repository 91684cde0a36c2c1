/**
 * The server's exit code for a configuration error (sysexits' EX_CONFIG): starting it again
 * cannot help, so the supervisor stops too and passes the code on.
 */
export const EXIT_CONFIG_ERROR = 78;

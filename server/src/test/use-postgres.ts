// setupFiles of the `server-pg` jest project: this test file's servers run on PostgreSQL.
process.env.ADMIN_TEST_DATABASE = 'postgres';

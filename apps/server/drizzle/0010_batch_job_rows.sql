CREATE TABLE "batch_job_rows" (
	"job_id" text NOT NULL,
	"chunk" integer NOT NULL,
	"rows" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_job_rows_job_id_chunk_pk" PRIMARY KEY("job_id","chunk")
);

CREATE TABLE "cloud_file_comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_file_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"upload_id" uuid NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"name" text NOT NULL,
	"original_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"directory" text NOT NULL,
	"upload_id" uuid NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"locked_by" uuid,
	"locked_at" timestamp with time zone,
	"enable_watermark" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"connected_project" text,
	"connected_workspace" uuid,
	"connected_folder" text,
	"downloads" integer DEFAULT 0 NOT NULL,
	"total_views" integer DEFAULT 0 NOT NULL,
	"total_shares" integer DEFAULT 0 NOT NULL,
	"last_accessed" timestamp with time zone,
	"content_text" text,
	"deleted_at" timestamp with time zone,
	"trashed_root_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_folders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"directory" text NOT NULL,
	"path" text NOT NULL,
	"created_by" uuid NOT NULL,
	"deleted_at" timestamp with time zone,
	"trashed_root_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_shares" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"file_id" uuid,
	"folder_id" uuid,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cloud_shares_one_target" CHECK (("cloud_shares"."file_id" is null) <> ("cloud_shares"."folder_id" is null))
);
--> statement-breakpoint
CREATE TABLE "cloud_storage_usage" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"used_bytes" bigint DEFAULT 0 NOT NULL,
	"file_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cloud_file_comments" ADD CONSTRAINT "cloud_file_comments_file_id_cloud_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."cloud_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_file_comments" ADD CONSTRAINT "cloud_file_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_file_versions" ADD CONSTRAINT "cloud_file_versions_file_id_cloud_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."cloud_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_file_versions" ADD CONSTRAINT "cloud_file_versions_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_file_versions" ADD CONSTRAINT "cloud_file_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_files" ADD CONSTRAINT "cloud_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_files" ADD CONSTRAINT "cloud_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_files" ADD CONSTRAINT "cloud_files_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_files" ADD CONSTRAINT "cloud_files_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_files" ADD CONSTRAINT "cloud_files_connected_workspace_workspaces_id_fk" FOREIGN KEY ("connected_workspace") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_folders" ADD CONSTRAINT "cloud_folders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_folders" ADD CONSTRAINT "cloud_folders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_shares" ADD CONSTRAINT "cloud_shares_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_shares" ADD CONSTRAINT "cloud_shares_file_id_cloud_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."cloud_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_shares" ADD CONSTRAINT "cloud_shares_folder_id_cloud_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."cloud_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_shares" ADD CONSTRAINT "cloud_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_shares" ADD CONSTRAINT "cloud_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_storage_usage" ADD CONSTRAINT "cloud_storage_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cloud_file_comments_file_idx" ON "cloud_file_comments" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_file_versions_unique" ON "cloud_file_versions" USING btree ("file_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_files_live_name_unique" ON "cloud_files" USING btree ("owner_id","directory",lower("name")) WHERE "cloud_files"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cloud_files_directory_name_idx" ON "cloud_files" USING btree ("owner_id","directory","name","id");--> statement-breakpoint
CREATE INDEX "cloud_files_owner_updated_idx" ON "cloud_files" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "cloud_files_trash_idx" ON "cloud_files" USING btree ("owner_id","deleted_at");--> statement-breakpoint
CREATE INDEX "cloud_files_workspace_idx" ON "cloud_files" USING btree ("connected_workspace");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_folders_live_path_unique" ON "cloud_folders" USING btree ("owner_id",lower("path")) WHERE "cloud_folders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cloud_folders_directory_idx" ON "cloud_folders" USING btree ("owner_id","directory","name");--> statement-breakpoint
CREATE INDEX "cloud_folders_trash_idx" ON "cloud_folders" USING btree ("owner_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_shares_file_unique" ON "cloud_shares" USING btree ("file_id","user_id") WHERE "cloud_shares"."file_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_shares_folder_unique" ON "cloud_shares" USING btree ("folder_id","user_id") WHERE "cloud_shares"."folder_id" is not null;--> statement-breakpoint
CREATE INDEX "cloud_shares_user_idx" ON "cloud_shares" USING btree ("user_id");
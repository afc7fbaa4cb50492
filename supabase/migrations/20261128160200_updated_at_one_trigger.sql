-- updated_at, one function (issue 37): seven trigger functions of assessments, deadlines,
-- documents, engagements and matters each stamped `new.updated_at := now()` on every path of
-- their own; private.touch_updated_at() (20261128160100_generic_triggers.sql) now does it for
-- every table. The new triggers are named *_touch_updated_at, so they fire after each table's
-- *_before_* trigger (PostgreSQL fires a table's BEFORE triggers in name order): any check
-- there still sees the row as it was sent.
create trigger assessments_touch_updated_at before insert or update on public.assessments
  for each row execute function private.touch_updated_at();
create trigger deadlines_touch_updated_at before insert or update on public.deadlines
  for each row execute function private.touch_updated_at();
create trigger documents_touch_updated_at before update on public.documents
  for each row execute function private.touch_updated_at();
create trigger engagements_touch_updated_at before insert or update on public.engagements
  for each row execute function private.touch_updated_at();
create trigger matters_touch_updated_at before insert or update on public.matters
  for each row execute function private.touch_updated_at();

-- The stamp is taken out of the current bodies (owned by other migrations; supabase/schema/
-- private.sql shows the result). Each must have held it, or the migration fails.
do $$
declare
  fn text;
  def text;
  stamp constant text := E'\\n[ \\t]*new\\.updated_at := now\\(\\);';
begin
  foreach fn in array array['private.assessments_before_insert()', 'private.assessments_before_update()',
                            'private.deadlines_before_write()', 'private.documents_before_update()',
                            'private.engagements_guard()', 'private.matters_before_insert()',
                            'private.matters_before_update()'] loop
    def := pg_get_functiondef(fn::regprocedure);
    if def !~ stamp then
      raise exception '%: expected new.updated_at := now()', fn;
    end if;
    execute regexp_replace(def, stamp, '', 'g');
  end loop;
end;
$$;

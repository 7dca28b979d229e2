class ActivityRouter:
    """Keep the high-churn activity tables away from the main database."""

    alias = "activity"

    def db_for_read(self, model, **hints):
        return self.alias if model._meta.app_label == "activity" else None

    def db_for_write(self, model, **hints):
        return self.alias if model._meta.app_label == "activity" else None

    def allow_relation(self, obj1, obj2, **hints):
        return True

    def allow_migrate(self, db, app_label, model_name=None, **hints):
        if app_label == "activity":
            return db == self.alias
        return db == "default"

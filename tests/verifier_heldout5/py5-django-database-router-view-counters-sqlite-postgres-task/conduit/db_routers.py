class MetricsRouter:
    """Send the metrics app to the 'metrics' database and everything else to 'default'."""

    app_label = "metrics"

    def db_for_read(self, model, **hints):
        return "metrics" if model._meta.app_label == self.app_label else None

    def db_for_write(self, model, **hints):
        return "metrics" if model._meta.app_label == self.app_label else None

    def allow_relation(self, obj1, obj2, **hints):
        return None

    def allow_migrate(self, db, app_label, model_name=None, **hints):
        if app_label == self.app_label:
            return db == "metrics"
        return db == "default"

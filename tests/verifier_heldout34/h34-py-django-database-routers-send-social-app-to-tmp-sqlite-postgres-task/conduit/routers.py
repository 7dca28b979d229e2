class SocialRouter:
    app_label = "social"

    def db_for_read(self, model, **hints):
        if model._meta.app_label == self.app_label:
            return "social"
        return None

    def db_for_write(self, model, **hints):
        if model._meta.app_label == self.app_label:
            return "social"
        return None

    def allow_relation(self, obj1, obj2, **hints):
        return True

    def allow_migrate(self, db, app_label, model_name=None, **hints):
        if app_label == self.app_label:
            return db == "social"
        return db == "default"

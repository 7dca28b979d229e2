from django.apps import AppConfig


class ConduitConfig(AppConfig):
    name = "conduit"
    default_auto_field = "django.db.models.BigAutoField"

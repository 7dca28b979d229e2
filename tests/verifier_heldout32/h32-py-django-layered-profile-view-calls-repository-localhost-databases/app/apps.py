from django.apps import AppConfig


class ConduitApp(AppConfig):
    name = "app"
    label = "conduit"

    def ready(self):
        from app.models import profile  # noqa: F401

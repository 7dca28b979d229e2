from django.apps import AppConfig


class ArticlesConfig(AppConfig):
    name = "articles"
    default_auto_field = "django.db.models.BigAutoField"

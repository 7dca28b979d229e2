from django.apps import AppConfig


class AppConfig_(AppConfig):
    name = "app"
    label = "app"

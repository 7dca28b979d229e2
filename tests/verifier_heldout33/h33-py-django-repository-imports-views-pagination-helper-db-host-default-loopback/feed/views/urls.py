from django.urls import path

from feed.views import handlers

urlpatterns = [
    path("health-check", handlers.health),
    path("articles", handlers.list_articles),
]

from django.urls import path

from conduit.api import views

urlpatterns = [
    path("health-check", views.health_check),
    path("articles", views.list_articles),
]

from django.urls import path

from . import views

urlpatterns = [
    path("health-check", views.health),
    path("tags", views.tags),
    path("articles", views.article_list),
]

from django.urls import path

from blog import views

urlpatterns = [
    path("health-check", views.health_check),
    path("tags", views.tags),
    path("articles", views.articles),
]

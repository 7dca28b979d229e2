from django.urls import path

from blog import views

urlpatterns = [path("health-check", views.health), path("tags", views.tags)]

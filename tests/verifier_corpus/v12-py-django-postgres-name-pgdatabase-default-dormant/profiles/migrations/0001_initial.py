from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True
    dependencies = []

    operations = [
        migrations.CreateModel(
            name="Profile",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("username", models.CharField(max_length=80, unique=True)),
                ("email", models.EmailField(max_length=254, unique=True)),
                ("password_hash", models.CharField(max_length=255)),
                ("bio", models.TextField(blank=True, null=True)),
                ("image", models.URLField(blank=True, null=True)),
                ("following", models.ManyToManyField(related_name="followers", to="profiles.profile")),
            ],
        ),
    ]

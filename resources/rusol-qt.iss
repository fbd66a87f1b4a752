; Inno Setup script for rusol-qt's Windows installer; packaging/build.py compiles it with
;   ISCC /DAppVersion=X.Y.Z /DAppSource=<folder app> /DIconFile=<rusol-qt.ico> /O<out> rusol-qt.iss
; so the version comes from rusol_qt/__init__.py like everywhere else.

#ifndef AppVersion
  #error AppVersion must be given: ISCC /DAppVersion=X.Y.Z (packaging/build.py does this)
#endif
#ifndef AppSource
  #error AppSource must be given: the PyInstaller folder app, packaging/out/dist/rusol-qt
#endif
#ifndef IconFile
  #error IconFile must be given: packaging/out/icons/rusol-qt.ico
#endif

[Setup]
; The AppId keeps upgrades and uninstalls tied to this app; never change it.
AppId={{6A0C4B1E-5F3B-4C8E-9E55-2B7D0C1F9A31}
AppName=Russian Solitaire
AppVersion={#AppVersion}
AppVerName=Russian Solitaire {#AppVersion}
AppPublisher=The rusol-qt developers
AppPublisherURL=https://github.com/rusolqt/rusol-qt
VersionInfoVersion={#AppVersion}
VersionInfoProductName=rusol-qt
DefaultDirName={autopf}\rusol-qt
DefaultGroupName=Russian Solitaire
DisableProgramGroupPage=yes
; A per-user install needs no administrator; the dialog still offers all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputBaseFilename=rusol-qt-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\rusol-qt.exe
; Relative to this script, which lies in resources/.
LicenseFile=..\LICENSE
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "norwegian"; MessagesFile: "compiler:Languages\Norwegian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The folder app, its licenses\ folder included (packaging/build.py puts the app's licence and the
; third-party notices there: Qt and PySide6 under the LGPL, Python, ...); the app shows them too.
Source: "{#AppSource}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Russian Solitaire"; Filename: "{app}\rusol-qt.exe"
Name: "{autodesktop}\Russian Solitaire"; Filename: "{app}\rusol-qt.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\rusol-qt.exe"; Description: "{cm:LaunchProgram,Russian Solitaire}"; Flags: nowait postinstall skipifsilent

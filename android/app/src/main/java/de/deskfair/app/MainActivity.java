package de.deskfair.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
